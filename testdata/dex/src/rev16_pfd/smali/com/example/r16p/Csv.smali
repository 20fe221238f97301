.class public final Lcom/example/r16p/Csv;
.super Ljava/lang/Object;
.source "Csv.kt"

.field public static final INSTANCE:Lcom/example/r16p/Csv;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r16p/Csv;
    invoke-direct {v0}, Lcom/example/r16p/Csv;-><init>()V
    sput-object v0, Lcom/example/r16p/Csv;->INSTANCE:Lcom/example/r16p/Csv;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final render()Ljava/lang/String;
    .registers 2
    .line 6
    const-string v0, "id,title\n1,hello\n"
    return-object v0
.end method
