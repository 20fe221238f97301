# Java sketch (Kind.java), javac + D8:
#   enum Kind { AUTH_REQUIRED, INTERNAL }                                                  // 3
.class final enum Lcom/example/r13k/Kind;
.super Ljava/lang/Enum;
.source "Kind.java"

.field private static final synthetic $VALUES:[Lcom/example/r13k/Kind;
.field public static final enum AUTH_REQUIRED:Lcom/example/r13k/Kind;
.field public static final enum INTERNAL:Lcom/example/r13k/Kind;

.method static constructor <clinit>()V
    .locals 4
    .line 3
    new-instance v0, Lcom/example/r13k/Kind;
    const-string v1, "AUTH_REQUIRED"
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/example/r13k/Kind;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/example/r13k/Kind;->AUTH_REQUIRED:Lcom/example/r13k/Kind;
    new-instance v1, Lcom/example/r13k/Kind;
    const-string v3, "INTERNAL"
    const/4 v2, 0x1
    invoke-direct {v1, v3, v2}, Lcom/example/r13k/Kind;-><init>(Ljava/lang/String;I)V
    sput-object v1, Lcom/example/r13k/Kind;->INTERNAL:Lcom/example/r13k/Kind;
    const/4 v3, 0x2
    new-array v3, v3, [Lcom/example/r13k/Kind;
    const/4 v2, 0x0
    aput-object v0, v3, v2
    const/4 v2, 0x1
    aput-object v1, v3, v2
    sput-object v3, Lcom/example/r13k/Kind;->$VALUES:[Lcom/example/r13k/Kind;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .locals 0
    .line 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/example/r13k/Kind;
    .locals 1
    .line 3
    const-class v0, Lcom/example/r13k/Kind;
    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object p0
    check-cast p0, Lcom/example/r13k/Kind;
    return-object p0
.end method

.method public static values()[Lcom/example/r13k/Kind;
    .locals 1
    .line 3
    sget-object v0, Lcom/example/r13k/Kind;->$VALUES:[Lcom/example/r13k/Kind;
    invoke-virtual {v0}, [Lcom/example/r13k/Kind;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/example/r13k/Kind;
    return-object v0
.end method
