# Java sketch (Tool.java), compiled by javac 17 and D8:
#   enum Tool {                                                              // 3
#       LIST("list_notes"), ADD("add_note"), ARCHIVE("archive_note");        // 4
#       final String wire;
#       Tool(String wire) { this.wire = wire; }                              // 6
#       static Tool from(String name) {
#           for (Tool t : values()) if (t.wire.equals(name)) return t;       // 8
#           throw new IllegalArgumentException(name);                        // 9
#       }
#   }
.class final enum Lcom/example/es/Tool;
.super Ljava/lang/Enum;
.source "Tool.java"

.field public static final enum ADD:Lcom/example/es/Tool;
.field public static final enum ARCHIVE:Lcom/example/es/Tool;
.field public static final enum LIST:Lcom/example/es/Tool;
.field private static final synthetic $VALUES:[Lcom/example/es/Tool;
.field final wire:Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 4
    .line 4
    new-instance v0, Lcom/example/es/Tool;
    const-string v1, "LIST"
    const/4 v2, 0x0
    const-string v3, "list_notes"
    invoke-direct {v0, v1, v2, v3}, Lcom/example/es/Tool;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/example/es/Tool;->LIST:Lcom/example/es/Tool;
    new-instance v0, Lcom/example/es/Tool;
    const-string v1, "ADD"
    const/4 v2, 0x1
    const-string v3, "add_note"
    invoke-direct {v0, v1, v2, v3}, Lcom/example/es/Tool;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/example/es/Tool;->ADD:Lcom/example/es/Tool;
    new-instance v0, Lcom/example/es/Tool;
    const-string v1, "ARCHIVE"
    const/4 v2, 0x2
    const-string v3, "archive_note"
    invoke-direct {v0, v1, v2, v3}, Lcom/example/es/Tool;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/example/es/Tool;->ARCHIVE:Lcom/example/es/Tool;
    .line 3
    invoke-static {}, Lcom/example/es/Tool;->$values()[Lcom/example/es/Tool;
    move-result-object v0
    sput-object v0, Lcom/example/es/Tool;->$VALUES:[Lcom/example/es/Tool;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 4
    .line 6
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    iput-object p3, p0, Lcom/example/es/Tool;->wire:Ljava/lang/String;
    return-void
.end method

.method private static synthetic $values()[Lcom/example/es/Tool;
    .registers 3
    .line 3
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/example/es/Tool;
    sget-object v1, Lcom/example/es/Tool;->LIST:Lcom/example/es/Tool;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/es/Tool;->ADD:Lcom/example/es/Tool;
    const/4 v2, 0x1
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/es/Tool;->ARCHIVE:Lcom/example/es/Tool;
    const/4 v2, 0x2
    aput-object v1, v0, v2
    return-object v0
.end method

.method public static values()[Lcom/example/es/Tool;
    .registers 1
    .line 3
    sget-object v0, Lcom/example/es/Tool;->$VALUES:[Lcom/example/es/Tool;
    invoke-virtual {v0}, [Lcom/example/es/Tool;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/example/es/Tool;
    return-object v0
.end method

.method static from(Ljava/lang/String;)Lcom/example/es/Tool;
    .registers 6
    .line 8
    invoke-static {}, Lcom/example/es/Tool;->values()[Lcom/example/es/Tool;
    move-result-object v0
    array-length v1, v0
    const/4 v2, 0x0
    :goto_0
    if-ge v2, v1, :cond_1
    aget-object v3, v0, v2
    iget-object v4, v3, Lcom/example/es/Tool;->wire:Ljava/lang/String;
    invoke-virtual {v4, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :cond_0
    return-object v3
    :cond_0
    add-int/lit8 v2, v2, 0x1
    goto :goto_0
    :cond_1
    .line 9
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0, p0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
