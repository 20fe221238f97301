.class final Lcom/sp/Receipt;
.super Ljava/lang/Object;
.source "Receipt.java"

# instance fields
.field final path:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 3
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 8
    iput-object v2, v1, Lcom/sp/Receipt;->path:Ljava/lang/String;
    .line 9
    return-void
.end method

