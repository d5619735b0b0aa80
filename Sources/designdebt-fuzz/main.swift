import Foundation

exit(FuzzCommand.main(Array(CommandLine.arguments.dropFirst())))
