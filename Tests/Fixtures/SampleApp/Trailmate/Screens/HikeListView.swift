import SwiftUI

struct HikeListView: View {
    @Environment(HikeStore.self) private var store
    @State private var searchText = ""
    @State private var filter: Hike.Difficulty?
    @State private var isLoading = false

    private let columns = [
        GridItem(.flexible(), spacing: 12),
        GridItem(.flexible(), spacing: 12),
    ]

    private var visibleHikes: [Hike] {
        store.hikes
            .filter { filter == nil || $0.difficulty == filter }
            .filter { searchText.isEmpty || $0.name.localizedCaseInsensitiveContains(searchText) }
            .sorted { $0.date > $1.date }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                filterBar
                    .padding(.top, 10)

                if visibleHikes.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                        .padding(.top, Space.xxxl)
                } else {
                    LazyVGrid(columns: columns, spacing: 18) {
                        ForEach(visibleHikes) { hike in
                            NavigationLink(value: hike) {
                                HikeCardView(hike: hike, unit: store.unit)
                            }
                            .buttonStyle(PressableStyle())
                        }
                    }
                    .padding(.top, Space.lg)
                    .animation(.easeInOut)
                }

#if false
                LegacyHikeList(hikes: visibleHikes)
                    .padding(13)
#endif
            }
            .contentMargins(.horizontal, 15, for: .scrollContent)
            .background(Color(UIColor.systemGray6))
            .navigationTitle("Hikes")
            .navigationDestination(for: Hike.self) { hike in
                HikeDetailView(hike: hike)
            }
            .searchable(text: $searchText, prompt: "Search trails")
            .toolbar {
                if isLoading {
                    LoadingSpinner()
                } else {
                    Button("Refresh", systemImage: "arrow.clockwise", action: refresh)
                }
            }
        }
    }

    private var filterBar: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                FilterChip(title: "All", isSelected: filter == nil) {
                    withAnimation { filter = nil }
                }
                ForEach(Hike.Difficulty.allCases) { difficulty in
                    FilterChip(title: difficulty.title, isSelected: filter == difficulty) {
                        withAnimation { filter = difficulty }
                    }
                }
            }
        }
    }

    private func refresh() {
        isLoading = true
        Task {
            try? await Task.sleep(for: .seconds(1))
            isLoading = false
        }
    }
}

private struct FilterChip: View {
    let title: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .font(Typography.callout)
                .padding(.horizontal, Space.md)
                .padding(.vertical, Space.sm)
                .foregroundStyle(isSelected ? Palette.textOnAccent : Palette.textPrimary)
                .background(isSelected ? Palette.accent : Palette.surfaceElevated, in: Capsule())
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}

#Preview {
    HikeListView()
        .environment(HikeStore())
}
