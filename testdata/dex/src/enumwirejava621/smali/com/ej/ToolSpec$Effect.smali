.class final enum Lcom/ej/ToolSpec$Effect;
.super Ljava/lang/Enum;
.source "ToolSpec.java"

# static fields
.field public static final enum READ:Lcom/ej/ToolSpec$Effect;
.field public static final enum CREATE:Lcom/ej/ToolSpec$Effect;
.field public static final enum UPDATE:Lcom/ej/ToolSpec$Effect;
.field public static final enum DELETE:Lcom/ej/ToolSpec$Effect;
.field private static final synthetic $VALUES:[Lcom/ej/ToolSpec$Effect;

# instance fields
.field final wire:Ljava/lang/String;


# direct methods
.method public static values()[Lcom/ej/ToolSpec$Effect;
    .registers 1
    .line 8
    sget-object v0, Lcom/ej/ToolSpec$Effect;->$VALUES:[Lcom/ej/ToolSpec$Effect;
    invoke-virtual {v0}, [Lcom/ej/ToolSpec$Effect;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/ej/ToolSpec$Effect;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/ej/ToolSpec$Effect;
    .registers 2
    .line 8
    const-class v0, Lcom/ej/ToolSpec$Effect;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/ej/ToolSpec$Effect;
    return-object v0
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 5
    .line 13
    invoke-direct {v1, v2, v3}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    .line 14
    iput-object v4, v1, Lcom/ej/ToolSpec$Effect;->wire:Ljava/lang/String;
    .line 15
    return-void
.end method

.method private static synthetic $values()[Lcom/ej/ToolSpec$Effect;
    .registers 4
    .line 8
    const/4 v0, 0x4
    new-array v0, v0, [Lcom/ej/ToolSpec$Effect;
    const/4 v2, 0x0
    sget-object v3, Lcom/ej/ToolSpec$Effect;->READ:Lcom/ej/ToolSpec$Effect;
    aput-object v3, v0, v2
    const/4 v2, 0x1
    sget-object v3, Lcom/ej/ToolSpec$Effect;->CREATE:Lcom/ej/ToolSpec$Effect;
    aput-object v3, v0, v2
    const/4 v2, 0x2
    sget-object v3, Lcom/ej/ToolSpec$Effect;->UPDATE:Lcom/ej/ToolSpec$Effect;
    aput-object v3, v0, v2
    const/4 v2, 0x3
    sget-object v3, Lcom/ej/ToolSpec$Effect;->DELETE:Lcom/ej/ToolSpec$Effect;
    aput-object v3, v0, v2
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 5
    .line 9
    new-instance v0, Lcom/ej/ToolSpec$Effect;
    const-string v2, "READ"
    const/4 v3, 0x0
    const-string v4, "read"
    invoke-direct {v0, v2, v3, v4}, Lcom/ej/ToolSpec$Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/ej/ToolSpec$Effect;->READ:Lcom/ej/ToolSpec$Effect;
    new-instance v0, Lcom/ej/ToolSpec$Effect;
    const-string v2, "CREATE"
    const/4 v3, 0x1
    const-string v4, "create"
    invoke-direct {v0, v2, v3, v4}, Lcom/ej/ToolSpec$Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/ej/ToolSpec$Effect;->CREATE:Lcom/ej/ToolSpec$Effect;
    new-instance v0, Lcom/ej/ToolSpec$Effect;
    const-string v2, "UPDATE"
    const/4 v3, 0x2
    const-string v4, "update"
    invoke-direct {v0, v2, v3, v4}, Lcom/ej/ToolSpec$Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/ej/ToolSpec$Effect;->UPDATE:Lcom/ej/ToolSpec$Effect;
    new-instance v0, Lcom/ej/ToolSpec$Effect;
    const-string v2, "DELETE"
    const/4 v3, 0x3
    const-string v4, "delete"
    invoke-direct {v0, v2, v3, v4}, Lcom/ej/ToolSpec$Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/ej/ToolSpec$Effect;->DELETE:Lcom/ej/ToolSpec$Effect;
    .line 8
    invoke-static {}, Lcom/ej/ToolSpec$Effect;->$values()[Lcom/ej/ToolSpec$Effect;
    move-result-object v0
    sput-object v0, Lcom/ej/ToolSpec$Effect;->$VALUES:[Lcom/ej/ToolSpec$Effect;
    return-void
.end method

