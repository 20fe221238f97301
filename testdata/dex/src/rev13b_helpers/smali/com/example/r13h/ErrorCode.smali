# Java sketch (ErrorCode.java), javac + D8:
#   enum ErrorCode { AUTH_REQUIRED, INVALID_ARGUMENTS }                                  // 3
.class final enum Lcom/example/r13h/ErrorCode;
.super Ljava/lang/Enum;
.source "ErrorCode.java"

.field private static final synthetic $VALUES:[Lcom/example/r13h/ErrorCode;
.field public static final enum AUTH_REQUIRED:Lcom/example/r13h/ErrorCode;
.field public static final enum INVALID_ARGUMENTS:Lcom/example/r13h/ErrorCode;

.method static constructor <clinit>()V
    .locals 4
    .line 3
    new-instance v0, Lcom/example/r13h/ErrorCode;
    const-string v1, "AUTH_REQUIRED"
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/example/r13h/ErrorCode;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/example/r13h/ErrorCode;->AUTH_REQUIRED:Lcom/example/r13h/ErrorCode;
    new-instance v1, Lcom/example/r13h/ErrorCode;
    const-string v3, "INVALID_ARGUMENTS"
    const/4 v2, 0x1
    invoke-direct {v1, v3, v2}, Lcom/example/r13h/ErrorCode;-><init>(Ljava/lang/String;I)V
    sput-object v1, Lcom/example/r13h/ErrorCode;->INVALID_ARGUMENTS:Lcom/example/r13h/ErrorCode;
    const/4 v3, 0x2
    new-array v3, v3, [Lcom/example/r13h/ErrorCode;
    const/4 v2, 0x0
    aput-object v0, v3, v2
    const/4 v2, 0x1
    aput-object v1, v3, v2
    sput-object v3, Lcom/example/r13h/ErrorCode;->$VALUES:[Lcom/example/r13h/ErrorCode;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .locals 0
    .line 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/example/r13h/ErrorCode;
    .locals 1
    .line 3
    const-class v0, Lcom/example/r13h/ErrorCode;
    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object p0
    check-cast p0, Lcom/example/r13h/ErrorCode;
    return-object p0
.end method

.method public static values()[Lcom/example/r13h/ErrorCode;
    .locals 1
    .line 3
    sget-object v0, Lcom/example/r13h/ErrorCode;->$VALUES:[Lcom/example/r13h/ErrorCode;
    invoke-virtual {v0}, [Lcom/example/r13h/ErrorCode;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/example/r13h/ErrorCode;
    return-object v0
.end method
