.class final Lcom/ro/Jobs$Result;
.super Ljava/lang/Object;
.source "Jobs.java"

# instance fields
.field final kind:Ljava/lang/String;
.field final secret:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .line 37
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 38
    iput-object v2, v1, Lcom/ro/Jobs$Result;->kind:Ljava/lang/String;
    .line 39
    iput-object v3, v1, Lcom/ro/Jobs$Result;->secret:Ljava/lang/String;
    .line 40
    return-void
.end method

