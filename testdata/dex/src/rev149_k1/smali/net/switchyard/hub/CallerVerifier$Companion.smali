.class public final Lnet/switchyard/hub/CallerVerifier$Companion;
.super Ljava/lang/Object;
.source "Callers.kt"


# static fields
.field static final synthetic $$INSTANCE:Lnet/switchyard/hub/CallerVerifier$Companion;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lnet/switchyard/hub/CallerVerifier$Companion;

    invoke-direct {v0}, Lnet/switchyard/hub/CallerVerifier$Companion;-><init>()V

    sput-object v0, Lnet/switchyard/hub/CallerVerifier$Companion;->$$INSTANCE:Lnet/switchyard/hub/CallerVerifier$Companion;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 41
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final packageSignatures()Lnet/switchyard/hub/CallerVerifier;
    .registers 2

    .line 46
    sget-object v0, Lnet/switchyard/hub/SignatureListCheck;->INSTANCE:Lnet/switchyard/hub/SignatureListCheck;

    check-cast v0, Lnet/switchyard/hub/CallerVerifier;

    return-object v0
.end method

.method public final signingCertificates()Lnet/switchyard/hub/CallerVerifier;
    .registers 2

    .line 43
    sget-object v0, Lnet/switchyard/hub/CertificateCheck;->INSTANCE:Lnet/switchyard/hub/CertificateCheck;

    check-cast v0, Lnet/switchyard/hub/CallerVerifier;

    return-object v0
.end method
