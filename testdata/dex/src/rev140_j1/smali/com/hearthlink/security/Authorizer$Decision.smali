.class public final Lcom/hearthlink/security/Authorizer$Decision;
.super Ljava/lang/Object;
.source "Authorizer.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthlink/security/Authorizer;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Decision"
.end annotation


# static fields
.field public static final ALLOW:Lcom/hearthlink/security/Authorizer$Decision;


# instance fields
.field public final errorCode:Ljava/lang/String;

.field public final message:Ljava/lang/String;

.field public final retryable:Z


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 12
    new-instance v0, Lcom/hearthlink/security/Authorizer$Decision;

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lcom/hearthlink/security/Authorizer$Decision;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    sput-object v0, Lcom/hearthlink/security/Authorizer$Decision;->ALLOW:Lcom/hearthlink/security/Authorizer$Decision;

    return-void
.end method

.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 4

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, Lcom/hearthlink/security/Authorizer$Decision;->errorCode:Ljava/lang/String;

    .line 20
    iput-object p2, p0, Lcom/hearthlink/security/Authorizer$Decision;->message:Ljava/lang/String;

    .line 21
    iput-boolean p3, p0, Lcom/hearthlink/security/Authorizer$Decision;->retryable:Z

    .line 22
    return-void
.end method

.method public static deny(Ljava/lang/String;Ljava/lang/String;Z)Lcom/hearthlink/security/Authorizer$Decision;
    .registers 4

    .line 25
    new-instance v0, Lcom/hearthlink/security/Authorizer$Decision;

    invoke-direct {v0, p0, p1, p2}, Lcom/hearthlink/security/Authorizer$Decision;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    return-object v0
.end method


# virtual methods
.method public allowed()Z
    .registers 2

    .line 29
    iget-object v0, p0, Lcom/hearthlink/security/Authorizer$Decision;->errorCode:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
