import DesignDebtCLI
import Foundation

// The executable is only this: run the command line, write its output, exit with its code.
let cli = DesignDebtCLI(
    standardOutput: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
    standardError: { text in FileHandle.standardError.write(Data(text.utf8)) })
exit(cli.run(Array(CommandLine.arguments.dropFirst())).rawValue)
