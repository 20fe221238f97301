.class public final Lcom/example/r30j4/BuildConfig;
.super Ljava/lang/Object;
.source "BuildConfig.java"

# Java sketch: sketch/BuildConfig.java (AGP's debug form: DEBUG is not a constant).

.field public static final APPLICATION_ID:Ljava/lang/String; = "com.example.r30j4"

.field public static final DEBUG:Z

.method static constructor <clinit>()V
    .registers 1
    .line 4
    const-string v0, "true"
    invoke-static {v0}, Ljava/lang/Boolean;->parseBoolean(Ljava/lang/String;)Z
    move-result v0
    sput-boolean v0, Lcom/example/r30j4/BuildConfig;->DEBUG:Z
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
