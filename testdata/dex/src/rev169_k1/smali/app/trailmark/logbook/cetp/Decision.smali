.class public final enum Lapp/trailmark/logbook/cetp/Decision;
.super Ljava/lang/Enum;
.source "Held.kt"


# static fields
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.field private static final synthetic $VALUES:[Lapp/trailmark/logbook/cetp/Decision;

.field public static final enum APPROVED:Lapp/trailmark/logbook/cetp/Decision;

.field public static final enum DENIED:Lapp/trailmark/logbook/cetp/Decision;

.field public static final enum PENDING:Lapp/trailmark/logbook/cetp/Decision;


# direct methods
.method private static final synthetic $values()[Lapp/trailmark/logbook/cetp/Decision;
    .registers 4

    const/4 v0, 0x3

    new-array v3, v0, [Lapp/trailmark/logbook/cetp/Decision;

    sget-object v2, Lapp/trailmark/logbook/cetp/Decision;->PENDING:Lapp/trailmark/logbook/cetp/Decision;

    const/4 v1, 0x0

    aput-object v2, v3, v1

    sget-object v2, Lapp/trailmark/logbook/cetp/Decision;->APPROVED:Lapp/trailmark/logbook/cetp/Decision;

    const/4 v1, 0x1

    aput-object v2, v3, v1

    sget-object v2, Lapp/trailmark/logbook/cetp/Decision;->DENIED:Lapp/trailmark/logbook/cetp/Decision;

    const/4 v1, 0x2

    aput-object v2, v3, v1

    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 5
    new-instance v0, Lapp/trailmark/logbook/cetp/Decision;

    const-string v1, "PENDING"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lapp/trailmark/logbook/cetp/Decision;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lapp/trailmark/logbook/cetp/Decision;->PENDING:Lapp/trailmark/logbook/cetp/Decision;

    new-instance v0, Lapp/trailmark/logbook/cetp/Decision;

    const-string v1, "APPROVED"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lapp/trailmark/logbook/cetp/Decision;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lapp/trailmark/logbook/cetp/Decision;->APPROVED:Lapp/trailmark/logbook/cetp/Decision;

    new-instance v0, Lapp/trailmark/logbook/cetp/Decision;

    const-string v1, "DENIED"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lapp/trailmark/logbook/cetp/Decision;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lapp/trailmark/logbook/cetp/Decision;->DENIED:Lapp/trailmark/logbook/cetp/Decision;

    invoke-static {}, Lapp/trailmark/logbook/cetp/Decision;->$values()[Lapp/trailmark/logbook/cetp/Decision;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/Decision;->$VALUES:[Lapp/trailmark/logbook/cetp/Decision;

    sget-object v0, Lapp/trailmark/logbook/cetp/Decision;->$VALUES:[Lapp/trailmark/logbook/cetp/Decision;

    check-cast v0, [Ljava/lang/Enum;

    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/Decision;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3

    .line 5
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1

    sget-object v0, Lapp/trailmark/logbook/cetp/Decision;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lapp/trailmark/logbook/cetp/Decision;
    .registers 2

    const-class v0, Lapp/trailmark/logbook/cetp/Decision;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/cetp/Decision;

    return-object v0
.end method

.method public static values()[Lapp/trailmark/logbook/cetp/Decision;
    .registers 1

    sget-object v0, Lapp/trailmark/logbook/cetp/Decision;->$VALUES:[Lapp/trailmark/logbook/cetp/Decision;

    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lapp/trailmark/logbook/cetp/Decision;

    return-object v0
.end method
