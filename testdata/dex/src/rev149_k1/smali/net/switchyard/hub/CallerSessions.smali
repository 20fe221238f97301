.class final Lnet/switchyard/hub/CallerSessions;
.super Ljava/lang/Object;
.source "Callers.kt"

# interfaces
.implements Lnet/switchyard/hub/SessionPolicy;


# static fields
.field public static final INSTANCE:Lnet/switchyard/hub/CallerSessions;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lnet/switchyard/hub/CallerSessions;

    invoke-direct {v0}, Lnet/switchyard/hub/CallerSessions;-><init>()V

    sput-object v0, Lnet/switchyard/hub/CallerSessions;->INSTANCE:Lnet/switchyard/hub/CallerSessions;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 84
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public sessionOf(Landroid/os/Bundle;ILjava/lang/String;)Lnet/switchyard/hub/Session;
    .registers 6

    const-string v1, "extras"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 85
    sget-object v0, Lnet/switchyard/hub/SessionBook;->INSTANCE:Lnet/switchyard/hub/SessionBook;

    invoke-virtual {v0, p2, p3}, Lnet/switchyard/hub/SessionBook;->newest(ILjava/lang/String;)Lnet/switchyard/hub/Session;

    move-result-object v0

    return-object v0
.end method
