.class public final Lcom/fernhill/stockroom/core/RequestTree$Field;
.super Lcom/fernhill/stockroom/core/RequestTree$Node;
.source "RequestTree.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fernhill/stockroom/core/RequestTree;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Field"
.end annotation


# instance fields
.field public final name:Ljava/lang/String;

.field public final value:Ljava/lang/Object;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/Object;)V
    .registers 3

    .line 82
    invoke-direct {p0}, Lcom/fernhill/stockroom/core/RequestTree$Node;-><init>()V

    .line 83
    iput-object p1, p0, Lcom/fernhill/stockroom/core/RequestTree$Field;->name:Ljava/lang/String;

    .line 84
    iput-object p2, p0, Lcom/fernhill/stockroom/core/RequestTree$Field;->value:Ljava/lang/Object;

    .line 85
    return-void
.end method


# virtual methods
.method public accept(Lcom/fernhill/stockroom/core/RequestTree$Visitor;)Ljava/lang/Object;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<R:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/fernhill/stockroom/core/RequestTree$Visitor<",
            "TR;>;)TR;"
        }
    .end annotation

    .line 89
    invoke-interface {p1, p0}, Lcom/fernhill/stockroom/core/RequestTree$Visitor;->visitField(Lcom/fernhill/stockroom/core/RequestTree$Field;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
