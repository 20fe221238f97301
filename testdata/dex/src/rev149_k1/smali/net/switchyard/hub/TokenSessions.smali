.class final Lnet/switchyard/hub/TokenSessions;
.super Ljava/lang/Object;
.source "Callers.kt"

# interfaces
.implements Lnet/switchyard/hub/SessionPolicy;


# static fields
.field public static final INSTANCE:Lnet/switchyard/hub/TokenSessions;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lnet/switchyard/hub/TokenSessions;

    invoke-direct {v0}, Lnet/switchyard/hub/TokenSessions;-><init>()V

    sput-object v0, Lnet/switchyard/hub/TokenSessions;->INSTANCE:Lnet/switchyard/hub/TokenSessions;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 82
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public bridge sessionOf(Landroid/os/Bundle;ILjava/lang/String;)Lnet/switchyard/hub/Session;
    .registers 5

    .line 82
    invoke-super {p0, p1, p2, p3}, Lnet/switchyard/hub/SessionPolicy;->sessionOf(Landroid/os/Bundle;ILjava/lang/String;)Lnet/switchyard/hub/Session;

    move-result-object v0

    return-object v0
.end method
