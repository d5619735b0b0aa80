import SwiftLexer

/// The names rules start from (the `api` and `a11y` families): each rule reads the places its names occur
/// (`RuleContext.mentions(of:)`) and judges the tokens around them.
enum WatchedName: Int, CaseIterable, Sendable {
    case foregroundColor, cornerRadius, navigationView, navigationLink, tabItem
    case observableObject, published
    case accentColor, previewProvider, showsIndicators, uiScreen, string, nanoseconds
    case dispatchQueue, asyncAfter, timer, detached, anyView, geometryReader, binding, onAppear
    case impactFeedbackGenerator, notificationFeedbackGenerator, selectionFeedbackGenerator, sheet
    case button, image, onTapGesture, frame, dynamicTypeSize, nsImage, uiImage, data, fileManager, colorScheme,
        userInterfaceStyle, shadow
    case contentsOf, contentsOfFile, contentsOfURL, bundle, resourceValues, nsWorkspace, fetch, fetchCount
    case secItemCopyMatching
    case repeatCount, matchedGeometryEffect, phaseAnimator, keyframeAnimator, scrollTransition, timelineView
    case transition, move, spring, bouncy, interpolatingSpring
    case accessibilityReduceMotion, isReduceMotionEnabled
    case text, label, toggle, stepper, slider, picker, colorPicker, datePicker, photosPicker, section, textField,
        secureField, textEditor, link, menu
    case navigationTitle, alert, confirmationDialog, accessibilityLabel
    case isButton, accessibilityAction
    case dateFormatter, numberFormatter, dateComponentsFormatter, relativeDateTimeFormatter, iso8601DateFormatter,
        measurementFormatter, byteCountFormatter, listFormatter, uuid, forEach, scrollView, sorted, filter, jsonDecoder

    /// The token's text.
    var spelling: String {
        switch self {
        case .foregroundColor: "foregroundColor"
        case .cornerRadius: "cornerRadius"
        case .navigationView: "NavigationView"
        case .navigationLink: "NavigationLink"
        case .tabItem: "tabItem"
        case .observableObject: "ObservableObject"
        case .published: "@Published"
        case .accentColor: "accentColor"
        case .previewProvider: "PreviewProvider"
        case .showsIndicators: "showsIndicators"
        case .uiScreen: "UIScreen"
        case .string: "String"
        case .nanoseconds: "nanoseconds"
        case .dispatchQueue: "DispatchQueue"
        case .asyncAfter: "asyncAfter"
        case .timer: "Timer"
        case .detached: "detached"
        case .anyView: "AnyView"
        case .geometryReader: "GeometryReader"
        case .binding: "Binding"
        case .onAppear: "onAppear"
        case .impactFeedbackGenerator: "UIImpactFeedbackGenerator"
        case .notificationFeedbackGenerator: "UINotificationFeedbackGenerator"
        case .selectionFeedbackGenerator: "UISelectionFeedbackGenerator"
        case .sheet: "sheet"
        case .button: "Button"
        case .image: "Image"
        case .onTapGesture: "onTapGesture"
        case .frame: "frame"
        case .dynamicTypeSize: "dynamicTypeSize"
        case .nsImage: "NSImage"
        case .uiImage: "UIImage"
        case .data: "Data"
        case .fileManager: "FileManager"
        case .colorScheme: "colorScheme"
        case .userInterfaceStyle: "userInterfaceStyle"
        case .shadow: "shadow"
        case .contentsOf: "contentsOf"
        case .contentsOfFile: "contentsOfFile"
        case .contentsOfURL: "contentsOfURL"
        case .bundle: "Bundle"
        case .resourceValues: "resourceValues"
        case .nsWorkspace: "NSWorkspace"
        case .fetch: "fetch"
        case .fetchCount: "fetchCount"
        case .secItemCopyMatching: "SecItemCopyMatching"
        case .repeatCount: "repeatCount"
        case .matchedGeometryEffect: "matchedGeometryEffect"
        case .phaseAnimator: "phaseAnimator"
        case .keyframeAnimator: "keyframeAnimator"
        case .scrollTransition: "scrollTransition"
        case .timelineView: "TimelineView"
        case .transition: "transition"
        case .move: "move"
        case .spring: "spring"
        case .bouncy: "bouncy"
        case .interpolatingSpring: "interpolatingSpring"
        case .accessibilityReduceMotion: "accessibilityReduceMotion"
        case .isReduceMotionEnabled: "isReduceMotionEnabled"
        case .text: "Text"
        case .label: "Label"
        case .toggle: "Toggle"
        case .stepper: "Stepper"
        case .slider: "Slider"
        case .picker: "Picker"
        case .colorPicker: "ColorPicker"
        case .datePicker: "DatePicker"
        case .photosPicker: "PhotosPicker"
        case .section: "Section"
        case .textField: "TextField"
        case .secureField: "SecureField"
        case .textEditor: "TextEditor"
        case .link: "Link"
        case .menu: "Menu"
        case .navigationTitle: "navigationTitle"
        case .alert: "alert"
        case .confirmationDialog: "confirmationDialog"
        case .accessibilityLabel: "accessibilityLabel"
        case .isButton: "isButton"
        case .accessibilityAction: "accessibilityAction"
        case .dateFormatter: "DateFormatter"
        case .numberFormatter: "NumberFormatter"
        case .dateComponentsFormatter: "DateComponentsFormatter"
        case .relativeDateTimeFormatter: "RelativeDateTimeFormatter"
        case .iso8601DateFormatter: "ISO8601DateFormatter"
        case .measurementFormatter: "MeasurementFormatter"
        case .byteCountFormatter: "ByteCountFormatter"
        case .listFormatter: "ListFormatter"
        case .uuid: "UUID"
        case .forEach: "ForEach"
        case .scrollView: "ScrollView"
        case .sorted: "sorted"
        case .filter: "filter"
        case .jsonDecoder: "JSONDecoder"
        }
    }

    /// The kind its token has: property wrappers are attributes, the rest identifiers.
    var kind: TokenKind {
        switch self {
        case .published: .attribute
        default: .identifier
        }
    }
}
