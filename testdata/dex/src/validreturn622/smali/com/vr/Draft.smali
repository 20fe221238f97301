.class final Lcom/vr/Draft;
.super Ljava/lang/Object;
.source "Draft.java"

# instance fields
.field final folder:Ljava/lang/String;
.field final text:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 9
    iput-object v2, v1, Lcom/vr/Draft;->folder:Ljava/lang/String;
    .line 10
    iput-object v3, v1, Lcom/vr/Draft;->text:Ljava/lang/String;
    .line 11
    return-void
.end method

