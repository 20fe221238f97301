.class public final Lnet/pantrybox/app/core/ConfirmationDesk$Parked;
.super Ljava/lang/Object;
.source "Confirmations.kt"


# instance fields
.field public answer:Ljava/lang/Boolean;

.field public final argsDigest:Ljava/lang/String;

.field public final callerUid:I

.field public final expiresAt:J

.field public final providerId:Ljava/lang/String;

.field public final requestId:Ljava/lang/String;

.field public final resumeToken:Ljava/lang/String;

.field public final summary:Ljava/lang/String;

.field public final ticket:Ljava/lang/String;

.field public final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 12

    const-string v0, "resumeToken"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "ticket"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "summary"

    invoke-static {p8, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    iput-object p1, p0, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->resumeToken:Ljava/lang/String;

    .line 15
    iput-object p2, p0, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->ticket:Ljava/lang/String;

    .line 16
    iput p3, p0, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->callerUid:I

    .line 17
    iput-object p4, p0, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->providerId:Ljava/lang/String;

    .line 18
    iput-object p5, p0, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->tool:Ljava/lang/String;

    .line 19
    iput-object p6, p0, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->requestId:Ljava/lang/String;

    .line 20
    iput-object p7, p0, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->argsDigest:Ljava/lang/String;

    .line 21
    iput-object p8, p0, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->summary:Ljava/lang/String;

    .line 22
    iput-wide p9, p0, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->expiresAt:J

    .line 13
    return-void
.end method
