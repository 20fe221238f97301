.class final Lcom/spokeshop/booking/AutoValue_Booking;
.super Lcom/spokeshop/booking/Booking;
.source "AutoValue_Booking.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/spokeshop/booking/AutoValue_Booking$Builder;
    }
.end annotation


# instance fields
.field private final confirmed:Z

.field private final customerUid:I

.field private final slot:Ljava/lang/String;


# direct methods
.method constructor <init>(ILjava/lang/String;Z)V
    .registers 4

    .line 8
    invoke-direct {p0}, Lcom/spokeshop/booking/Booking;-><init>()V

    .line 9
    iput p1, p0, Lcom/spokeshop/booking/AutoValue_Booking;->customerUid:I

    .line 10
    iput-object p2, p0, Lcom/spokeshop/booking/AutoValue_Booking;->slot:Ljava/lang/String;

    .line 11
    iput-boolean p3, p0, Lcom/spokeshop/booking/AutoValue_Booking;->confirmed:Z

    .line 12
    return-void
.end method


# virtual methods
.method public confirmed()Z
    .registers 2

    .line 26
    iget-boolean v0, p0, Lcom/spokeshop/booking/AutoValue_Booking;->confirmed:Z

    return v0
.end method

.method public customerUid()I
    .registers 2

    .line 16
    iget v0, p0, Lcom/spokeshop/booking/AutoValue_Booking;->customerUid:I

    return v0
.end method

.method public slot()Ljava/lang/String;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/spokeshop/booking/AutoValue_Booking;->slot:Ljava/lang/String;

    return-object v0
.end method

.method public toBuilder()Lcom/spokeshop/booking/Booking$Builder;
    .registers 2

    .line 36
    new-instance v0, Lcom/spokeshop/booking/AutoValue_Booking$Builder;

    invoke-direct {v0, p0}, Lcom/spokeshop/booking/AutoValue_Booking$Builder;-><init>(Lcom/spokeshop/booking/Booking;)V

    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3

    .line 31
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "Booking{customerUid="

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget v1, p0, Lcom/spokeshop/booking/AutoValue_Booking;->customerUid:I

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, ", slot="

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget-object v1, p0, Lcom/spokeshop/booking/AutoValue_Booking;->slot:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, ", confirmed="

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget-boolean v1, p0, Lcom/spokeshop/booking/AutoValue_Booking;->confirmed:Z

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "}"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
