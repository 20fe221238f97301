.class public final Lcom/pawsbook/clinic/VisitOutcome$Booked;
.super Ljava/lang/Object;
.source "Clinic.kt"

# interfaces
.implements Lcom/pawsbook/clinic/VisitOutcome;

.field private final visitId:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "visitId"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/pawsbook/clinic/VisitOutcome$Booked;->visitId:Ljava/lang/String;
    return-void
.end method

.method public final getVisitId()Ljava/lang/String;
    .registers 2
    .line 16
    iget-object v0, v1, Lcom/pawsbook/clinic/VisitOutcome$Booked;->visitId:Ljava/lang/String;
    return-object v0
.end method

