.class final Lcom/sp/Outputs;
.super Ljava/lang/Object;
.source "Outputs.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 6
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 7
    return-void
.end method

.method static named(Ljava/io/File;Ljava/lang/String;)Ljava/io/File;
    .registers 3
    .line 11
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    return-object v0
.end method

