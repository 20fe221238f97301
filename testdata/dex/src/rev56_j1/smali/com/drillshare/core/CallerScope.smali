.class public interface abstract Lcom/drillshare/core/CallerScope;
.super Ljava/lang/Object;
.source "CallerScope.java"


# static fields
.field public static final CURRENT:Ljava/lang/ThreadLocal;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/lang/ThreadLocal<",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 8
    new-instance v0, Ljava/lang/ThreadLocal;

    invoke-direct {v0}, Ljava/lang/ThreadLocal;-><init>()V

    sput-object v0, Lcom/drillshare/core/CallerScope;->CURRENT:Ljava/lang/ThreadLocal;

    return-void
.end method

.method public static callerUid()I
    .registers 2

    .line 11
    sget-object v0, Lcom/drillshare/core/CallerScope;->CURRENT:Ljava/lang/ThreadLocal;

    invoke-virtual {v0}, Ljava/lang/ThreadLocal;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/drillshare/core/CallerScope$$ExternalSyntheticBackport0;->m(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v0

    return v0
.end method


# virtual methods
.method public sameCaller(Ljava/lang/Integer;)Z
    .registers 3

    .line 15
    if-eqz p1, :cond_differs

    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result p1

    invoke-static {}, Lcom/drillshare/core/CallerScope;->callerUid()I

    move-result v0

    if-ne p1, v0, :cond_differs

    const/4 p1, 0x1

    goto :goto_same

    :cond_differs
    const/4 p1, 0x0

    :goto_same
    return p1
.end method
