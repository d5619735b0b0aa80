/// Every rule the tool knows, in catalogue order (by family, then id).
public enum RuleCatalog {
    public static let all: [any Rule] = [
        SpacingOffScale(), SpacingRawLiteral(),
        RadiusCapsuleIntent(), RadiusOffScale(), RadiusRawLiteral(), RadiusCircularStyle(),
        TypographyFixedSize(), TypographyCaption2(), TypographyFontWeightBold(),
        MotionRepeatForever(), MotionRawCurve(), MotionAnimationWithoutValue(),
        ColorRawSystemColor(), ColorLiteral(), ColorBlackWhiteBackground(), ColorUIColor(), ColorHandMadeAppearance(),
        ColorRawShadow(),
        APIForegroundColor(), APICornerRadiusModifier(), APINavigationView(), APINavigationLinkDestination(),
        APITabItem(), APIObservableObject(), APIAccentColor(), APIPreviewProvider(), APIShowsIndicators(),
        APIUIScreenBounds(), APIStringFormat(), APITaskSleepNanoseconds(), APIDispatchQueueMain(),
        APIDispatchAfter(), APITimerPublish(), APITaskDetached(), APIAnyView(), APIGeometryReader(),
        APIBindingGetSet(), APIOnAppearTask(), APIUIFeedbackGenerator(), APISheetIsPresentedModel(),
        A11yIconOnlyButton(), A11yTapGesture(), A11yFixedTextFrame(), A11ySmallTapTarget(), A11yImageWithoutLabel(),
        A11yReduceMotionIgnored(), A11yDynamicTypePinned(),
        CopyEmDash(), CopyFillerWords(), CopyPlaceholderName(), CopyEmojiLabel(), CopyExclamation(),
        PerfFormatterInView(), PerfUnstableIdentity(), PerfEagerStackInScroll(), PerfHeavyWorkInBody(), PerfIOInBody(),
        ArchViewTypeInModel(), ArchMultipleViewsPerFile(),
        MetaUnknownRuleInSuppression(),
    ]

    /// The ids of the rules that run only when asked for (`RuleDescription.isOptIn`).
    public static let optInIDs: Set<String> = Set(all.map(\.description).filter(\.isOptIn).map(\.id))

    /// The rule with this id.
    public static func rule(_ id: String) -> (any Rule)? {
        all.first { $0.description.id == id }
    }
}
