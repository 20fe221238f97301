.class public final enum Lcom/hearthlist/cetp/ToolKind;
.super Ljava/lang/Enum;
.source "ToolKind.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/hearthlist/cetp/ToolKind;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/hearthlist/cetp/ToolKind;

.field public static final enum CREATE:Lcom/hearthlist/cetp/ToolKind;

.field public static final enum DELETE:Lcom/hearthlist/cetp/ToolKind;

.field public static final enum READ:Lcom/hearthlist/cetp/ToolKind;

.field public static final enum UPDATE:Lcom/hearthlist/cetp/ToolKind;


# instance fields
.field private final wire:Ljava/lang/String;


# direct methods
.method private static synthetic $values()[Lcom/hearthlist/cetp/ToolKind;
    .registers 3

    .line 4
    const/4 v0, 0x4

    new-array v0, v0, [Lcom/hearthlist/cetp/ToolKind;

    sget-object v2, Lcom/hearthlist/cetp/ToolKind;->READ:Lcom/hearthlist/cetp/ToolKind;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/hearthlist/cetp/ToolKind;->CREATE:Lcom/hearthlist/cetp/ToolKind;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/hearthlist/cetp/ToolKind;->UPDATE:Lcom/hearthlist/cetp/ToolKind;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/hearthlist/cetp/ToolKind;->DELETE:Lcom/hearthlist/cetp/ToolKind;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4

    .line 5
    new-instance v0, Lcom/hearthlist/cetp/ToolKind;

    const-string v1, "READ"

    const/4 v2, 0x0

    const-string v3, "read"

    invoke-direct {v0, v1, v2, v3}, Lcom/hearthlist/cetp/ToolKind;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/hearthlist/cetp/ToolKind;->READ:Lcom/hearthlist/cetp/ToolKind;

    .line 6
    new-instance v0, Lcom/hearthlist/cetp/ToolKind;

    const-string v1, "CREATE"

    const/4 v2, 0x1

    const-string v3, "create"

    invoke-direct {v0, v1, v2, v3}, Lcom/hearthlist/cetp/ToolKind;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/hearthlist/cetp/ToolKind;->CREATE:Lcom/hearthlist/cetp/ToolKind;

    .line 7
    new-instance v0, Lcom/hearthlist/cetp/ToolKind;

    const-string v1, "UPDATE"

    const/4 v2, 0x2

    const-string v3, "update"

    invoke-direct {v0, v1, v2, v3}, Lcom/hearthlist/cetp/ToolKind;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/hearthlist/cetp/ToolKind;->UPDATE:Lcom/hearthlist/cetp/ToolKind;

    .line 8
    new-instance v0, Lcom/hearthlist/cetp/ToolKind;

    const-string v1, "DELETE"

    const/4 v2, 0x3

    const-string v3, "delete"

    invoke-direct {v0, v1, v2, v3}, Lcom/hearthlist/cetp/ToolKind;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/hearthlist/cetp/ToolKind;->DELETE:Lcom/hearthlist/cetp/ToolKind;

    .line 4
    invoke-static {}, Lcom/hearthlist/cetp/ToolKind;->$values()[Lcom/hearthlist/cetp/ToolKind;

    move-result-object v0

    sput-object v0, Lcom/hearthlist/cetp/ToolKind;->$VALUES:[Lcom/hearthlist/cetp/ToolKind;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")V"
        }
    .end annotation

    .line 12
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 13
    iput-object p3, p0, Lcom/hearthlist/cetp/ToolKind;->wire:Ljava/lang/String;

    .line 14
    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolKind;
    .registers 2

    .line 4
    const-class v0, Lcom/hearthlist/cetp/ToolKind;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/hearthlist/cetp/ToolKind;

    return-object v0
.end method

.method public static values()[Lcom/hearthlist/cetp/ToolKind;
    .registers 1

    .line 4
    sget-object v0, Lcom/hearthlist/cetp/ToolKind;->$VALUES:[Lcom/hearthlist/cetp/ToolKind;

    invoke-virtual {v0}, [Lcom/hearthlist/cetp/ToolKind;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/hearthlist/cetp/ToolKind;

    return-object v0
.end method


# virtual methods
.method public wire()Ljava/lang/String;
    .registers 2

    .line 17
    iget-object v0, p0, Lcom/hearthlist/cetp/ToolKind;->wire:Ljava/lang/String;

    return-object v0
.end method
