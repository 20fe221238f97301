# Java:
#   enum Answer { YES, NO;
#       static Answer of(String s) { if ("yes".equals(s)) return YES; return NO; }   // a companion's from() made static by R8
#   }
.class public final enum Lcom/example/ef/Answer;
.super Ljava/lang/Enum;
.field public static final enum YES:Lcom/example/ef/Answer;
.field public static final enum NO:Lcom/example/ef/Answer;
.method static constructor <clinit>()V
    .locals 3
    new-instance v0, Lcom/example/ef/Answer;
    const-string v1, "YES"
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/example/ef/Answer;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/example/ef/Answer;->YES:Lcom/example/ef/Answer;
    new-instance v0, Lcom/example/ef/Answer;
    const-string v1, "NO"
    const/4 v2, 0x1
    invoke-direct {v0, v1, v2}, Lcom/example/ef/Answer;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/example/ef/Answer;->NO:Lcom/example/ef/Answer;
    return-void
.end method
.method private constructor <init>(Ljava/lang/String;I)V
    .locals 0
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method
.method public static of(Ljava/lang/String;)Lcom/example/ef/Answer;
    .locals 1
    const-string v0, "yes"
    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :no
    sget-object v0, Lcom/example/ef/Answer;->YES:Lcom/example/ef/Answer;
    return-object v0
    :no
    sget-object v0, Lcom/example/ef/Answer;->NO:Lcom/example/ef/Answer;
    return-object v0
.end method
