.class public final Lcom/ferncastle/query/Node$Match;
.super Lcom/ferncastle/query/Node;
.source "Node.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/query/Node;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Match"
.end annotation


# instance fields
.field public final field:Ljava/lang/String;

.field public final text:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 3

    .line 81
    invoke-direct {p0}, Lcom/ferncastle/query/Node;-><init>()V

    .line 82
    iput-object p1, p0, Lcom/ferncastle/query/Node$Match;->field:Ljava/lang/String;

    .line 83
    iput-object p2, p0, Lcom/ferncastle/query/Node$Match;->text:Ljava/lang/String;

    .line 84
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

    .line 88
    invoke-interface {p1, p0}, Lcom/ferncastle/query/Node$Visitor;->match(Lcom/ferncastle/query/Node$Match;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
