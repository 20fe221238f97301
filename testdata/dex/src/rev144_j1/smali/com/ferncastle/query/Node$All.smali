.class public final Lcom/ferncastle/query/Node$All;
.super Lcom/ferncastle/query/Node;
.source "Node.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/query/Node;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "All"
.end annotation


# instance fields
.field public final parts:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/ferncastle/query/Node;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Ljava/util/List;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List<",
            "Lcom/ferncastle/query/Node;",
            ">;)V"
        }
    .end annotation

    .line 108
    invoke-direct {p0}, Lcom/ferncastle/query/Node;-><init>()V

    .line 109
    iput-object p1, p0, Lcom/ferncastle/query/Node$All;->parts:Ljava/util/List;

    .line 110
    return-void
.end method


# virtual methods
.method public accept(Lcom/ferncastle/query/Node$Visitor;)Ljava/lang/Object;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<R:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/ferncastle/query/Node$Visitor<",
            "TR;>;)TR;"
        }
    .end annotation

    .line 114
    invoke-interface {p1, p0}, Lcom/ferncastle/query/Node$Visitor;->all(Lcom/ferncastle/query/Node$All;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
