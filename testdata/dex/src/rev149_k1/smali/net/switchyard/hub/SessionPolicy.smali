.class public interface abstract Lnet/switchyard/hub/SessionPolicy;
.super Ljava/lang/Object;
.source "Callers.kt"


# static fields
.field public static final Companion:Lnet/switchyard/hub/SessionPolicy$Companion;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    sget-object v0, Lnet/switchyard/hub/SessionPolicy$Companion;->$$INSTANCE:Lnet/switchyard/hub/SessionPolicy$Companion;

    sput-object v0, Lnet/switchyard/hub/SessionPolicy;->Companion:Lnet/switchyard/hub/SessionPolicy$Companion;

    return-void
.end method

.method public static synthetic access$sessionOf$jd(Lnet/switchyard/hub/SessionPolicy;Landroid/os/Bundle;ILjava/lang/String;)Lnet/switchyard/hub/Session;
    .registers 5

    .line 69
    invoke-super {p0, p1, p2, p3}, Lnet/switchyard/hub/SessionPolicy;->sessionOf(Landroid/os/Bundle;ILjava/lang/String;)Lnet/switchyard/hub/Session;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public sessionOf(Landroid/os/Bundle;ILjava/lang/String;)Lnet/switchyard/hub/Session;
    .registers 6

    const-string v1, "extras"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 71
    sget-object v0, Lnet/switchyard/hub/SessionBook;->INSTANCE:Lnet/switchyard/hub/SessionBook;

    invoke-static {p1}, Lnet/switchyard/hub/ProtocolKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p2, p3}, Lnet/switchyard/hub/SessionBook;->find(Ljava/lang/String;ILjava/lang/String;)Lnet/switchyard/hub/Session;

    move-result-object v0

    return-object v0
.end method
