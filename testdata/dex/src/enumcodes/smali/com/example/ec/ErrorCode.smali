# Kotlin sketch (ErrorCode.kt):
#   enum class ErrorCode(val wire: String) {
#       USER_ACTION_REQUIRED("USER_ACTION_REQUIRED"),
#       AUTH_REQUIRED("AUTH_REQUIRED"),
#       INTERNAL("INTERNAL")
#   }
.class public final enum Lcom/example/ec/ErrorCode;
.super Ljava/lang/Enum;
.source "ErrorCode.kt"

.field private static final synthetic $VALUES:[Lcom/example/ec/ErrorCode;
.field public static final enum AUTH_REQUIRED:Lcom/example/ec/ErrorCode;
.field public static final enum INTERNAL:Lcom/example/ec/ErrorCode;
.field public static final enum USER_ACTION_REQUIRED:Lcom/example/ec/ErrorCode;
.field private final wire:Ljava/lang/String;

.method private static final synthetic $values()[Lcom/example/ec/ErrorCode;
    .registers 3
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/example/ec/ErrorCode;
    sget-object v1, Lcom/example/ec/ErrorCode;->USER_ACTION_REQUIRED:Lcom/example/ec/ErrorCode;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/ec/ErrorCode;->AUTH_REQUIRED:Lcom/example/ec/ErrorCode;
    const/4 v2, 0x1
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/ec/ErrorCode;->INTERNAL:Lcom/example/ec/ErrorCode;
    const/4 v2, 0x2
    aput-object v1, v0, v2
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 3
    new-instance v0, Lcom/example/ec/ErrorCode;
    const-string v1, "USER_ACTION_REQUIRED"
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2, v1}, Lcom/example/ec/ErrorCode;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/example/ec/ErrorCode;->USER_ACTION_REQUIRED:Lcom/example/ec/ErrorCode;
    .line 4
    new-instance v0, Lcom/example/ec/ErrorCode;
    const-string v1, "AUTH_REQUIRED"
    const/4 v2, 0x1
    invoke-direct {v0, v1, v2, v1}, Lcom/example/ec/ErrorCode;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/example/ec/ErrorCode;->AUTH_REQUIRED:Lcom/example/ec/ErrorCode;
    .line 5
    new-instance v0, Lcom/example/ec/ErrorCode;
    const-string v1, "INTERNAL"
    const/4 v2, 0x2
    invoke-direct {v0, v1, v2, v1}, Lcom/example/ec/ErrorCode;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/example/ec/ErrorCode;->INTERNAL:Lcom/example/ec/ErrorCode;
    invoke-static {}, Lcom/example/ec/ErrorCode;->$values()[Lcom/example/ec/ErrorCode;
    move-result-object v0
    sput-object v0, Lcom/example/ec/ErrorCode;->$VALUES:[Lcom/example/ec/ErrorCode;
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
    .line 1
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    iput-object p3, p0, Lcom/example/ec/ErrorCode;->wire:Ljava/lang/String;
    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/example/ec/ErrorCode;
    .registers 2
    const-class v0, Lcom/example/ec/ErrorCode;
    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object p0
    check-cast p0, Lcom/example/ec/ErrorCode;
    return-object p0
.end method

.method public static values()[Lcom/example/ec/ErrorCode;
    .registers 1
    sget-object v0, Lcom/example/ec/ErrorCode;->$VALUES:[Lcom/example/ec/ErrorCode;
    invoke-virtual {v0}, [Lcom/example/ec/ErrorCode;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/example/ec/ErrorCode;
    return-object v0
.end method

.method public final getWire()Ljava/lang/String;
    .registers 2
    .line 1
    iget-object v0, p0, Lcom/example/ec/ErrorCode;->wire:Ljava/lang/String;
    return-object v0
.end method
