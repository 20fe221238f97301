.class public final Lcom/ferncastle/cetp/Interceptors$Auth;
.super Ljava/lang/Object;
.source "Interceptors.java"

# interfaces
.implements Lcom/ferncastle/plugin/Interceptor;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/cetp/Interceptors;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Auth"
.end annotation

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/ferncastle/cetp/Interceptors$Auth$Policy;
    }
.end annotation


# instance fields
.field private final policy:Lcom/ferncastle/cetp/Interceptors$Auth$Policy;


# direct methods
.method public constructor <init>(Lcom/ferncastle/cetp/Interceptors$Auth$Policy;)V
    .registers 2

    .line 73
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 74
    iput-object p1, p0, Lcom/ferncastle/cetp/Interceptors$Auth;->policy:Lcom/ferncastle/cetp/Interceptors$Auth$Policy;

    .line 75
    return-void
.end method


# virtual methods
.method public intercept(Lcom/ferncastle/plugin/Chain;)Lcom/ferncastle/plugin/Result;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Chain;",
            ")",
            "Lcom/ferncastle/plugin/Result<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 79
    invoke-virtual {p1}, Lcom/ferncastle/plugin/Chain;->invocation()Lcom/ferncastle/plugin/Invocation;

    move-result-object v3

    .line 80
    iget-object v0, p0, Lcom/ferncastle/cetp/Interceptors$Auth;->policy:Lcom/ferncastle/cetp/Interceptors$Auth$Policy;

    iget v1, v3, Lcom/ferncastle/plugin/Invocation;->uid:I

    invoke-interface {v0, v1}, Lcom/ferncastle/cetp/Interceptors$Auth$Policy;->admit(I)Z

    move-result v0

    if-nez v0, :cond_0

    .line 81
    const-string v0, "PERMISSION_DENIED"

    const-string v1, "This app may not use Ferncastle Journal\'s tools"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 83
    :cond_0
    invoke-virtual {p1, v3}, Lcom/ferncastle/plugin/Chain;->proceed(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method
