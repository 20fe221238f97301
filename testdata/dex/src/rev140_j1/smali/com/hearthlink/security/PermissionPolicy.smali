.class public final Lcom/hearthlink/security/PermissionPolicy;
.super Ljava/lang/Object;
.source "PermissionPolicy.java"


# static fields
.field public static final CONTROL_LOCKS:Ljava/lang/String; = "com.hearthlink.permission.CONTROL_LOCKS"


# instance fields
.field private final context:Landroid/content/Context;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 2

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    iput-object p1, p0, Lcom/hearthlink/security/PermissionPolicy;->context:Landroid/content/Context;

    .line 15
    return-void
.end method


# virtual methods
.method public callerHolds(Ljava/lang/String;)Z
    .registers 5

    .line 24
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-static {}, Landroid/os/Binder;->getCallingPid()I

    move-result v2

    invoke-virtual {p0, v1, v2, p1}, Lcom/hearthlink/security/PermissionPolicy;->holds(IILjava/lang/String;)Z

    move-result v0

    return v0
.end method

.method public holds(IILjava/lang/String;)Z
    .registers 5

    .line 19
    iget-object v0, p0, Lcom/hearthlink/security/PermissionPolicy;->context:Landroid/content/Context;

    invoke-virtual {v0, p3, p2, p1}, Landroid/content/Context;->checkPermission(Ljava/lang/String;II)I

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
