.class public final Lcom/vq/Node$Match;
.super Lcom/vq/Node;
.source "Node.java"

# instance fields
.field final field:Ljava/lang/String;
.field final text:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .line 19
    invoke-direct {v1}, Lcom/vq/Node;-><init>()V
    .line 20
    iput-object v2, v1, Lcom/vq/Node$Match;->field:Ljava/lang/String;
    .line 21
    iput-object v3, v1, Lcom/vq/Node$Match;->text:Ljava/lang/String;
    .line 22
    return-void
.end method


# virtual methods
.method public accept(Lcom/vq/Node$Visitor;)Ljava/lang/Object;
    .registers 3
    .line 26
    invoke-interface {v2, v1}, Lcom/vq/Node$Visitor;->match(Lcom/vq/Node$Match;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

