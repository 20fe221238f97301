# Kotlin sketch (Tool.kt), compiled by kotlinc 1.9 and D8:
#   enum class Tool(val wire: String) {                                           // 3
#       LIST("list_notes"), ADD("add_note"), ARCHIVE("archive_note");             // 4
#       companion object {
#           fun from(name: String): Tool = entries.first { it.wire == name }      // 6
#       }
#   }
.class public final enum Lcom/example/ei/Tool;
.super Ljava/lang/Enum;
.source "Tool.kt"

.field public static final enum LIST:Lcom/example/ei/Tool;

.field public static final enum ADD:Lcom/example/ei/Tool;

.field public static final enum ARCHIVE:Lcom/example/ei/Tool;

.field private static final synthetic $VALUES:[Lcom/example/ei/Tool;

.field public static final Companion:Lcom/example/ei/Tool$Companion;

.field private final wire:Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 4
    .line 4
    new-instance v0, Lcom/example/ei/Tool;
    const-string v1, "LIST"
    const/4 v2, 0x0
    const-string v3, "list_notes"
    invoke-direct {v0, v1, v2, v3}, Lcom/example/ei/Tool;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/example/ei/Tool;->LIST:Lcom/example/ei/Tool;
    new-instance v0, Lcom/example/ei/Tool;
    const-string v1, "ADD"
    const/4 v2, 0x1
    const-string v3, "add_note"
    invoke-direct {v0, v1, v2, v3}, Lcom/example/ei/Tool;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/example/ei/Tool;->ADD:Lcom/example/ei/Tool;
    new-instance v0, Lcom/example/ei/Tool;
    const-string v1, "ARCHIVE"
    const/4 v2, 0x2
    const-string v3, "archive_note"
    invoke-direct {v0, v1, v2, v3}, Lcom/example/ei/Tool;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/example/ei/Tool;->ARCHIVE:Lcom/example/ei/Tool;
    invoke-static {}, Lcom/example/ei/Tool;->$values()[Lcom/example/ei/Tool;
    move-result-object v0
    sput-object v0, Lcom/example/ei/Tool;->$VALUES:[Lcom/example/ei/Tool;
    new-instance v0, Lcom/example/ei/Tool$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/ei/Tool$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/ei/Tool;->Companion:Lcom/example/ei/Tool$Companion;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 4
    .line 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    iput-object p3, p0, Lcom/example/ei/Tool;->wire:Ljava/lang/String;
    return-void
.end method

.method private static final synthetic $values()[Lcom/example/ei/Tool;
    .registers 3
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/example/ei/Tool;
    sget-object v1, Lcom/example/ei/Tool;->LIST:Lcom/example/ei/Tool;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/ei/Tool;->ADD:Lcom/example/ei/Tool;
    const/4 v2, 0x1
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/ei/Tool;->ARCHIVE:Lcom/example/ei/Tool;
    const/4 v2, 0x2
    aput-object v1, v0, v2
    return-object v0
.end method

.method public static values()[Lcom/example/ei/Tool;
    .registers 1
    sget-object v0, Lcom/example/ei/Tool;->$VALUES:[Lcom/example/ei/Tool;
    invoke-virtual {v0}, [Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/example/ei/Tool;
    return-object v0
.end method

.method public final getWire()Ljava/lang/String;
    .registers 2
    .line 3
    iget-object v0, p0, Lcom/example/ei/Tool;->wire:Ljava/lang/String;
    return-object v0
.end method
