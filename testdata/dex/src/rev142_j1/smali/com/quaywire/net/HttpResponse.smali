.class public final Lcom/quaywire/net/HttpResponse;
.super Ljava/lang/Object;
.source "HttpResponse.java"


# instance fields
.field public final body:Ljava/lang/String;

.field public final status:I


# direct methods
.method public constructor <init>(ILjava/lang/String;)V
    .registers 3

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput p1, p0, Lcom/quaywire/net/HttpResponse;->status:I

    .line 10
    iput-object p2, p0, Lcom/quaywire/net/HttpResponse;->body:Ljava/lang/String;

    .line 11
    return-void
.end method
