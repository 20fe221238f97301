.class public final Lcom/quaywire/net/OnBehalfOf;
.super Ljava/lang/Object;
.source "OnBehalfOf.java"

# interfaces
.implements Lcom/quaywire/net/Interceptor;


# instance fields
.field private final uid:I


# direct methods
.method public constructor <init>(I)V
    .registers 2

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    iput p1, p0, Lcom/quaywire/net/OnBehalfOf;->uid:I

    .line 11
    return-void
.end method


# virtual methods
.method public intercept(Lcom/quaywire/net/Interceptor$Chain;)Lcom/quaywire/net/HttpResponse;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 15
    invoke-interface {p1}, Lcom/quaywire/net/Interceptor$Chain;->request()Lcom/quaywire/net/HttpRequest;

    move-result-object v1

    iget v3, p0, Lcom/quaywire/net/OnBehalfOf;->uid:I

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "android-uid:"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v3, v4

    const-string v2, "X-Quaywire-On-Behalf-Of"

    invoke-virtual {v1, v2, v3}, Lcom/quaywire/net/HttpRequest;->header(Ljava/lang/String;Ljava/lang/String;)Lcom/quaywire/net/HttpRequest;

    move-result-object v1

    invoke-interface {p1, v1}, Lcom/quaywire/net/Interceptor$Chain;->proceed(Lcom/quaywire/net/HttpRequest;)Lcom/quaywire/net/HttpResponse;

    move-result-object v0

    return-object v0
.end method
