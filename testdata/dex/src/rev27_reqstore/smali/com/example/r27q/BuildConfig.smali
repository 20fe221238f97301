.class public final Lcom/example/r27q/BuildConfig;
.super Ljava/lang/Object;
.source "BuildConfig.java"

.field public static final DEBUG:Z

.field public static final FLAVOR:Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 1
    .line 2
    const-string v0, "true"
    invoke-static {v0}, Ljava/lang/Boolean;->parseBoolean(Ljava/lang/String;)Z
    move-result v0
    sput-boolean v0, Lcom/example/r27q/BuildConfig;->DEBUG:Z
    .line 3
    const-string v0, "FLAVOR"
    invoke-static {v0}, Ljava/lang/System;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    sput-object v0, Lcom/example/r27q/BuildConfig;->FLAVOR:Ljava/lang/String;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
