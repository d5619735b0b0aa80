import SwiftUI
import Observation

struct Hike: Identifiable, Hashable {
    enum Difficulty: String, CaseIterable, Identifiable {
        case easy, moderate, hard

        var id: Self { self }
        var title: String { rawValue.capitalized }

        var color: Color {
            switch self {
            case .easy: Palette.trailEasy
            case .moderate: Palette.trailModerate
            case .hard: Color.orange
            }
        }
    }

    var id = UUID()
    var name: String
    var region: String
    var date: Date
    var distanceKm: Double
    var elevationGainM: Int
    var duration: Duration
    var difficulty: Difficulty
    var notes = ""
    var isFavorite = false

    var formattedDuration: String {
        duration.formatted(.units(allowed: [.hours, .minutes], width: .abbreviated))
    }
}

enum DistanceUnit: String, CaseIterable, Identifiable {
    case kilometers, miles

    var id: Self { self }
    var title: String { rawValue.capitalized }

    func format(_ km: Double) -> String {
        let measurement = Measurement(value: km, unit: UnitLength.kilometers)
        let converted = self == .miles ? measurement.converted(to: .miles) : measurement
        return converted.formatted(
            .measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(1)))
        )
    }
}

@Observable
final class HikeStore {
    var hikes: [Hike] = Hike.samples
    var unit: DistanceUnit = .kilometers

    func toggleFavorite(_ hike: Hike) {
        guard let index = hikes.firstIndex(where: { $0.id == hike.id }) else { return }
        hikes[index].isFavorite.toggle()
    }

    func delete(_ hike: Hike) {
        hikes.removeAll { $0.id == hike.id }
    }
}

extension Hike {
    static let sample = Hike(
        name: "Lake Serene",
        region: "Mount Index, WA",
        date: Date(timeIntervalSince1970: 1_717_286_400),
        distanceKm: 13.2,
        elevationGainM: 823,
        duration: .seconds(5 * 3600 + 20 * 60),
        difficulty: .hard,
        notes: "Steep switchbacks after Bridal Veil Falls. Snow on the last mile until mid-June; microspikes helped.",
        isFavorite: true
    )

    static let samples: [Hike] = [
        sample,
        Hike(name: "Rattlesnake Ledge", region: "North Bend, WA", date: Date(timeIntervalSince1970: 1_714_867_200),
             distanceKm: 6.4, elevationGainM: 353, duration: .seconds(7_500), difficulty: .moderate,
             notes: "Busy at the top by 10am. Go early."),
        Hike(name: "Franklin Falls", region: "Snoqualmie Pass, WA", date: Date(timeIntervalSince1970: 1_712_016_000),
             distanceKm: 3.2, elevationGainM: 122, duration: .seconds(4_200), difficulty: .easy,
             notes: "Good one for kids. Icy near the falls in spring.", isFavorite: true),
        Hike(name: "Mailbox Peak", region: "North Bend, WA", date: Date(timeIntervalSince1970: 1_719_878_400),
             distanceKm: 15.0, elevationGainM: 1_219, duration: .seconds(24_300), difficulty: .hard),
    ]
}
