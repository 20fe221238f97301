.class final Lcom/quaywire/net/HttpClient$Link;
.super Ljava/lang/Object;
.source "HttpClient.java"

# interfaces
.implements Lcom/quaywire/net/Interceptor$Chain;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quaywire/net/HttpClient;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x12
    name = "Link"
.end annotation


# instance fields
.field private final chain:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/quaywire/net/Interceptor;",
            ">;"
        }
    .end annotation
.end field

.field private final index:I

.field private final request:Lcom/quaywire/net/HttpRequest;

.field final synthetic this$0:Lcom/quaywire/net/HttpClient;


# direct methods
.method constructor <init>(Lcom/quaywire/net/HttpClient;Ljava/util/List;ILcom/quaywire/net/HttpRequest;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List<",
            "Lcom/quaywire/net/Interceptor;",
            ">;I",
            "Lcom/quaywire/net/HttpRequest;",
            ")V"
        }
    .end annotation

    .line 78
    iput-object p1, p0, Lcom/quaywire/net/HttpClient$Link;->this$0:Lcom/quaywire/net/HttpClient;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 79
    iput-object p2, p0, Lcom/quaywire/net/HttpClient$Link;->chain:Ljava/util/List;

    .line 80
    iput p3, p0, Lcom/quaywire/net/HttpClient$Link;->index:I

    .line 81
    iput-object p4, p0, Lcom/quaywire/net/HttpClient$Link;->request:Lcom/quaywire/net/HttpRequest;

    .line 82
    return-void
.end method


# virtual methods
.method public proceed(Lcom/quaywire/net/HttpRequest;)Lcom/quaywire/net/HttpResponse;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 91
    iget v0, p0, Lcom/quaywire/net/HttpClient$Link;->index:I

    iget-object v1, p0, Lcom/quaywire/net/HttpClient$Link;->chain:Ljava/util/List;

    invoke-interface {v1}, Ljava/util/List;->size()I

    move-result v1

    if-ne v0, v1, :cond_0

    .line 92
    iget-object v0, p0, Lcom/quaywire/net/HttpClient$Link;->this$0:Lcom/quaywire/net/HttpClient;

    invoke-virtual {v0, p1}, Lcom/quaywire/net/HttpClient;->transmit(Lcom/quaywire/net/HttpRequest;)Lcom/quaywire/net/HttpResponse;

    move-result-object v0

    return-object v0

    .line 94
    :cond_0
    iget-object v0, p0, Lcom/quaywire/net/HttpClient$Link;->chain:Ljava/util/List;

    iget v1, p0, Lcom/quaywire/net/HttpClient$Link;->index:I

    invoke-interface {v0, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quaywire/net/Interceptor;

    new-instance v1, Lcom/quaywire/net/HttpClient$Link;

    iget-object v2, p0, Lcom/quaywire/net/HttpClient$Link;->this$0:Lcom/quaywire/net/HttpClient;

    iget-object v3, p0, Lcom/quaywire/net/HttpClient$Link;->chain:Ljava/util/List;

    iget v4, p0, Lcom/quaywire/net/HttpClient$Link;->index:I

    add-int/lit8 v4, v4, 0x1

    invoke-direct {v1, v2, v3, v4, p1}, Lcom/quaywire/net/HttpClient$Link;-><init>(Lcom/quaywire/net/HttpClient;Ljava/util/List;ILcom/quaywire/net/HttpRequest;)V

    invoke-interface {v0, v1}, Lcom/quaywire/net/Interceptor;->intercept(Lcom/quaywire/net/Interceptor$Chain;)Lcom/quaywire/net/HttpResponse;

    move-result-object v0

    return-object v0
.end method

.method public request()Lcom/quaywire/net/HttpRequest;
    .registers 2

    .line 86
    iget-object v0, p0, Lcom/quaywire/net/HttpClient$Link;->request:Lcom/quaywire/net/HttpRequest;

    return-object v0
.end method
