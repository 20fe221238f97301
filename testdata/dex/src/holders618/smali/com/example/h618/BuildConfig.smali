.class public final Lcom/example/h618/BuildConfig;
.super Ljava/lang/Object;
.source "BuildConfig.java"

.field public static final DEBUG:Z

.method static constructor <clinit>()V
    .registers 1
    .line 2
    const-string v0, "true"
    invoke-static {v0}, Ljava/lang/Boolean;->parseBoolean(Ljava/lang/String;)Z
    move-result v0
    sput-boolean v0, Lcom/example/h618/BuildConfig;->DEBUG:Z
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
