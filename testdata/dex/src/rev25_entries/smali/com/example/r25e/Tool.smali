# Kotlin sketch beside it (sketch/NotesProvider.kt, Tool.kt part), kotlinc
# 2.4.20 and D8: kotlinc 2.x keeps $ENTRIES = EnumEntriesKt.enumEntries($VALUES),
# read by getEntries().
.class public final enum Lcom/example/r25e/Tool;
.super Ljava/lang/Enum;
.source "Tool.kt"

.field public static final enum LIST:Lcom/example/r25e/Tool;

.field public static final enum ADD:Lcom/example/r25e/Tool;

.field public static final enum ARCHIVE:Lcom/example/r25e/Tool;

.field private static final synthetic $VALUES:[Lcom/example/r25e/Tool;

.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.field public static final Companion:Lcom/example/r25e/Tool$Companion;

.field private final wire:Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 4
    .line 4
    new-instance v0, Lcom/example/r25e/Tool;
    const-string v1, "LIST"
    const/4 v2, 0x0
    const-string v3, "list_notes"
    invoke-direct {v0, v1, v2, v3}, Lcom/example/r25e/Tool;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/example/r25e/Tool;->LIST:Lcom/example/r25e/Tool;
    new-instance v0, Lcom/example/r25e/Tool;
    const-string v1, "ADD"
    const/4 v2, 0x1
    const-string v3, "add_note"
    invoke-direct {v0, v1, v2, v3}, Lcom/example/r25e/Tool;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/example/r25e/Tool;->ADD:Lcom/example/r25e/Tool;
    new-instance v0, Lcom/example/r25e/Tool;
    const-string v1, "ARCHIVE"
    const/4 v2, 0x2
    const-string v3, "archive_note"
    invoke-direct {v0, v1, v2, v3}, Lcom/example/r25e/Tool;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/example/r25e/Tool;->ARCHIVE:Lcom/example/r25e/Tool;
    invoke-static {}, Lcom/example/r25e/Tool;->$values()[Lcom/example/r25e/Tool;
    move-result-object v0
    sput-object v0, Lcom/example/r25e/Tool;->$VALUES:[Lcom/example/r25e/Tool;
    check-cast v0, [Ljava/lang/Enum;
    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;
    move-result-object v0
    sput-object v0, Lcom/example/r25e/Tool;->$ENTRIES:Lkotlin/enums/EnumEntries;
    new-instance v0, Lcom/example/r25e/Tool$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r25e/Tool$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r25e/Tool;->Companion:Lcom/example/r25e/Tool$Companion;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 4
    .line 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    iput-object p3, p0, Lcom/example/r25e/Tool;->wire:Ljava/lang/String;
    return-void
.end method

.method private static final synthetic $values()[Lcom/example/r25e/Tool;
    .registers 3
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/example/r25e/Tool;
    sget-object v1, Lcom/example/r25e/Tool;->LIST:Lcom/example/r25e/Tool;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/r25e/Tool;->ADD:Lcom/example/r25e/Tool;
    const/4 v2, 0x1
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/r25e/Tool;->ARCHIVE:Lcom/example/r25e/Tool;
    const/4 v2, 0x2
    aput-object v1, v0, v2
    return-object v0
.end method

.method public static values()[Lcom/example/r25e/Tool;
    .registers 1
    sget-object v0, Lcom/example/r25e/Tool;->$VALUES:[Lcom/example/r25e/Tool;
    invoke-virtual {v0}, [Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/example/r25e/Tool;
    return-object v0
.end method

.method public final getWire()Ljava/lang/String;
    .registers 2
    .line 3
    iget-object v0, p0, Lcom/example/r25e/Tool;->wire:Ljava/lang/String;
    return-object v0
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1
    sget-object v0, Lcom/example/r25e/Tool;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-object v0
.end method
