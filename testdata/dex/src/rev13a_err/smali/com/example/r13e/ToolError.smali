.class public final enum Lcom/example/r13e/ToolError;
.super Ljava/lang/Enum;
.source "ToolError.kt"

.field private static final synthetic $VALUES:[Lcom/example/r13e/ToolError;
.field public static final enum NOT_FOUND:Lcom/example/r13e/ToolError;
.field private final message:Ljava/lang/String;

.method private static final synthetic $values()[Lcom/example/r13e/ToolError;
    .registers 3
    const/4 v0, 0x1
    new-array v0, v0, [Lcom/example/r13e/ToolError;
    sget-object v1, Lcom/example/r13e/ToolError;->NOT_FOUND:Lcom/example/r13e/ToolError;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 4
    new-instance v0, Lcom/example/r13e/ToolError;
    const-string v1, "NOT_FOUND"
    const/4 v2, 0x0
    const-string v3, "No such note"
    invoke-direct {v0, v1, v2, v3}, Lcom/example/r13e/ToolError;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/example/r13e/ToolError;->NOT_FOUND:Lcom/example/r13e/ToolError;
    invoke-static {}, Lcom/example/r13e/ToolError;->$values()[Lcom/example/r13e/ToolError;
    move-result-object v0
    sput-object v0, Lcom/example/r13e/ToolError;->$VALUES:[Lcom/example/r13e/ToolError;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 4
    .line 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    iput-object p3, p0, Lcom/example/r13e/ToolError;->message:Ljava/lang/String;
    return-void
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2
    .line 3
    iget-object v0, p0, Lcom/example/r13e/ToolError;->message:Ljava/lang/String;
    return-object v0
.end method
