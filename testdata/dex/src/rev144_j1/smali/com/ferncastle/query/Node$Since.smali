.class public final Lcom/ferncastle/query/Node$Since;
.super Lcom/ferncastle/query/Node;
.source "Node.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/query/Node;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Since"
.end annotation


# instance fields
.field public final epochMs:J


# direct methods
.method public constructor <init>(J)V
    .registers 3

    .line 95
    invoke-direct {p0}, Lcom/ferncastle/query/Node;-><init>()V

    .line 96
    iput-wide p1, p0, Lcom/ferncastle/query/Node$Since;->epochMs:J

    .line 97
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

    .line 101
    invoke-interface {p1, p0}, Lcom/ferncastle/query/Node$Visitor;->since(Lcom/ferncastle/query/Node$Since;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
