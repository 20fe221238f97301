.class final Lcom/example/r34j3/OrdersToolProvider$Request;
.super Ljava/lang/Object;
.source "OrdersToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r34j3/OrdersToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Request"
.end annotation


# instance fields
.field final args:Ljava/lang/String;

.field final requestId:Ljava/lang/String;

.field final resumeToken:Ljava/lang/String;

.field final tool:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .locals 0

    .line 148
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 149
    iput p1, p0, Lcom/example/r34j3/OrdersToolProvider$Request;->uid:I

    .line 150
    iput-object p2, p0, Lcom/example/r34j3/OrdersToolProvider$Request;->tool:Ljava/lang/String;

    .line 151
    iput-object p3, p0, Lcom/example/r34j3/OrdersToolProvider$Request;->args:Ljava/lang/String;

    .line 152
    iput-object p4, p0, Lcom/example/r34j3/OrdersToolProvider$Request;->requestId:Ljava/lang/String;

    .line 153
    iput-object p5, p0, Lcom/example/r34j3/OrdersToolProvider$Request;->resumeToken:Ljava/lang/String;

    .line 154
    return-void
.end method
