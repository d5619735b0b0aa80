import DesignDebt

/// Word lists the corpus generator draws from. They are taken from the kind
/// of app the tool is aimed at (a social client, a settings-heavy utility),
/// and the literal lists mix on-scale values, off-scale values and tokens in
/// roughly the proportions the reference measured in a real app.
enum DemoVocabulary {
    /// Domain nouns; type names are built from these.
    static let nouns = [
        "Status", "Account", "Timeline", "Notification", "Profile", "Settings", "Media", "Poll", "Tag", "List",
        "Conversation", "Message", "Draft", "Filter", "Search", "Explore", "Trending", "Bookmark", "Favorite",
        "Instance", "Server", "Translation", "Attachment", "Card", "Avatar", "Compose", "Hashtag", "Report",
        "Mention", "Emoji", "Follow", "Relationship", "Preference", "Theme", "Sound", "Haptic", "Push", "Widget",
        "Quote", "Thread", "Reply", "Boost", "Link", "Gallery", "Camera", "Login", "Onboarding", "Subscription",
    ]

    /// Suffixes of view type names.
    static let viewSuffixes = [
        "View", "RowView", "CellView", "HeaderView", "FooterView", "Screen", "Sheet", "SectionView", "ListView",
        "DetailView", "EditorView", "PickerView", "BadgeView", "ButtonView", "CardView", "Label",
    ]

    /// Stored property names of models and view state.
    static let properties = [
        "title", "subtitle", "displayName", "username", "content", "createdAt", "isPinned", "isSelected",
        "isLoading", "count", "url", "avatarURL", "caption", "summary", "language", "visibility", "tint", "score",
        "note", "header", "emojis", "mediaAttachments", "repliesCount", "reblogsCount", "favouritesCount",
    ]

    /// SF Symbols names.
    static let symbols = [
        "person.crop.circle", "heart.fill", "bubble.left", "arrow.2.squarepath", "bookmark", "ellipsis",
        "star.fill", "gearshape", "magnifyingglass", "bell.badge", "photo", "link", "globe", "lock.fill",
        "checkmark.circle.fill", "xmark", "square.and.arrow.up", "pencil", "trash", "flag", "quote.bubble",
    ]

    /// User-visible strings.
    static let phrases = [
        "Cancel", "Done", "Edit profile", "Followers", "Following", "Posts", "Load more", "Retry",
        "Something went wrong", "No results", "Sign in", "Settings", "About", "Share", "Translate", "Show more",
        "Delete draft?", "Mute conversation", "Copy link", "Open in browser", "Report post", "Pinned",
    ]

    /// Localization keys.
    static let keys = [
        "settings.account.title", "timeline.empty.message", "status.action.reply", "account.follow",
        "notifications.filter.all", "compose.placeholder", "explore.trending.tags", "lists.create.title",
    ]

    /// Spacing tokens (`Space.md`).
    static let spaceTokens = ["Space.xs", "Space.sm", "Space.md", "Space.lg", "Space.xl", "Space.xxl", "Space.hair"]
    /// Radius tokens.
    static let radiusTokens = ["Radii.sm", "Radii.md", "Radii.lg", "Radii.card", "Radii.sheet"]
    /// Typography tokens.
    static let fontTokens = ["Typography.body", "Typography.caption", "Typography.title", "Typography.headline"]
    /// Motion tokens.
    static let motionTokens = ["Motion.snappy", "Motion.press", "Motion.release", "Motion.gentle"]
    /// Colour tokens and semantic styles.
    static let colorTokens = [
        "Palette.surface", "Palette.textSecondary", "Palette.accent", "theme.tintColor", "theme.labelColor",
        "theme.primaryBackgroundColor",
    ]

    /// Spacing literals on the default 4-point scale.
    static let onScaleSpacing = ["4", "8", "12", "16", "20", "24", "32", "2", "0"]
    /// Spacing literals off the scale, half steps included.
    static let offScaleSpacing = ["3", "5", "6", "10", "14", "15", "18", "22", "6.5", "13.5", "7"]
    /// Corner radii, on and off the scale.
    static let radii = ["4", "8", "12", "16", "20", "6", "10", "14", "18", "22", "23", "12.5", "24"]
    /// Platform text styles.
    static let textStyles = [
        "body", "headline", "subheadline", "caption", "caption2", "footnote", "title", "title2", "title3", "callout",
        "largeTitle",
    ]
    /// Fixed font sizes, the half points included.
    static let fontSizes = ["11", "12", "12.5", "13", "13.5", "14", "15", "16", "17", "17.5", "18", "20", "22", "28"]
    /// Font weights.
    static let weights = ["regular", "medium", "semibold", "bold", "light", "heavy"]
    /// Spring parameters.
    static let responses = ["0.25", "0.3", "0.35", "0.4", "0.45", "0.5", "0.55", "0.6"]
    /// Spring damping.
    static let dampings = ["0.6", "0.65", "0.7", "0.75", "0.8", "0.82", "0.85", "0.9", "1"]
    /// Colour components.
    static let components = ["0", "0.1", "0.2", "0.35", "0.5", "0.6", "0.72", "0.85", "0.95", "1"]
    /// System colours.
    static let systemColors = ["red", "blue", "green", "orange", "gray", "secondary", "primary", "accentColor", "pink"]
    /// Edge sets.
    static let edges = [".horizontal", ".vertical", ".top", ".bottom", ".leading", ".trailing"]
    /// Feature packages of the app tree, IceCubesApp-style.
    static let packages = [
        "Account", "Timeline", "StatusKit", "Notifications", "Explore", "Conversations", "Lists", "MediaUI",
        "DesignSystem", "Env", "Models", "NetworkClient", "AppAccount",
    ]
    /// Folders inside a package's sources.
    static let subfolders = [
        "Views", "Row", "Detail", "Editor", "Components", "Sheets", "Actions", "Filters", "Embed", "Poll",
        "Media", "Header", "Settings", "List", "Support",
    ]
}
