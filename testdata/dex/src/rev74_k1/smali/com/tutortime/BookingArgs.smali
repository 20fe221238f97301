.class public final Lcom/tutortime/BookingArgs;
.super Ljava/lang/Object;
.source "BookingArgs.kt"

.field private final slotId:Ljava/lang/String;
.field private final callerPackage:Ljava/lang/String;
.field private final confirmed:Z
.field private final resumeToken:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;)V
    .registers 6
    const-string v0, "slotId"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 4
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 6
    iput-object v2, v1, Lcom/tutortime/BookingArgs;->slotId:Ljava/lang/String;
    .line 8
    iput-object v3, v1, Lcom/tutortime/BookingArgs;->callerPackage:Ljava/lang/String;
    .line 9
    iput-boolean v4, v1, Lcom/tutortime/BookingArgs;->confirmed:Z
    .line 11
    iput-object v5, v1, Lcom/tutortime/BookingArgs;->resumeToken:Ljava/lang/String;
    .line 4
    return-void
.end method

.method public final getSlotId()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, v1, Lcom/tutortime/BookingArgs;->slotId:Ljava/lang/String;
    return-object v0
.end method

.method public final getCallerPackage()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, v1, Lcom/tutortime/BookingArgs;->callerPackage:Ljava/lang/String;
    return-object v0
.end method

.method public final getConfirmed()Z
    .registers 2
    .line 9
    iget-boolean v0, v1, Lcom/tutortime/BookingArgs;->confirmed:Z
    return v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2
    .line 11
    iget-object v0, v1, Lcom/tutortime/BookingArgs;->resumeToken:Ljava/lang/String;
    return-object v0
.end method

