.class public final Lnet/switchyard/hub/SessionPolicy$Companion;
.super Ljava/lang/Object;
.source "Callers.kt"


# static fields
.field static final synthetic $$INSTANCE:Lnet/switchyard/hub/SessionPolicy$Companion;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lnet/switchyard/hub/SessionPolicy$Companion;

    invoke-direct {v0}, Lnet/switchyard/hub/SessionPolicy$Companion;-><init>()V

    sput-object v0, Lnet/switchyard/hub/SessionPolicy$Companion;->$$INSTANCE:Lnet/switchyard/hub/SessionPolicy$Companion;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 73
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final byToken()Lnet/switchyard/hub/SessionPolicy;
    .registers 2

    .line 75
    sget-object v0, Lnet/switchyard/hub/TokenSessions;->INSTANCE:Lnet/switchyard/hub/TokenSessions;

    check-cast v0, Lnet/switchyard/hub/SessionPolicy;

    return-object v0
.end method

.method public final newestOfCaller()Lnet/switchyard/hub/SessionPolicy;
    .registers 2

    .line 78
    sget-object v0, Lnet/switchyard/hub/CallerSessions;->INSTANCE:Lnet/switchyard/hub/CallerSessions;

    check-cast v0, Lnet/switchyard/hub/SessionPolicy;

    return-object v0
.end method
