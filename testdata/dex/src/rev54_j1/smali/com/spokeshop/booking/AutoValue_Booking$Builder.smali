.class final Lcom/spokeshop/booking/AutoValue_Booking$Builder;
.super Lcom/spokeshop/booking/Booking$Builder;
.source "AutoValue_Booking.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/spokeshop/booking/AutoValue_Booking;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Builder"
.end annotation


# instance fields
.field private confirmed:Ljava/lang/Boolean;

.field private customerUid:Ljava/lang/Integer;

.field private slot:Ljava/lang/String;


# direct methods
.method constructor <init>()V
    .registers 1

    .line 44
    invoke-direct {p0}, Lcom/spokeshop/booking/Booking$Builder;-><init>()V

    .line 45
    return-void
.end method

.method constructor <init>(Lcom/spokeshop/booking/Booking;)V
    .registers 3

    .line 47
    invoke-direct {p0}, Lcom/spokeshop/booking/Booking$Builder;-><init>()V

    .line 48
    invoke-virtual {p1}, Lcom/spokeshop/booking/Booking;->customerUid()I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    iput-object v0, p0, Lcom/spokeshop/booking/AutoValue_Booking$Builder;->customerUid:Ljava/lang/Integer;

    .line 49
    invoke-virtual {p1}, Lcom/spokeshop/booking/Booking;->slot()Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/spokeshop/booking/AutoValue_Booking$Builder;->slot:Ljava/lang/String;

    .line 50
    invoke-virtual {p1}, Lcom/spokeshop/booking/Booking;->confirmed()Z

    move-result p1

    invoke-static {p1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object p1

    iput-object p1, p0, Lcom/spokeshop/booking/AutoValue_Booking$Builder;->confirmed:Ljava/lang/Boolean;

    .line 51
    return-void
.end method


# virtual methods
.method public build()Lcom/spokeshop/booking/Booking;
    .registers 5

    .line 76
    iget-object v0, p0, Lcom/spokeshop/booking/AutoValue_Booking$Builder;->customerUid:Ljava/lang/Integer;

    if-eqz v0, :cond_21

    iget-object v0, p0, Lcom/spokeshop/booking/AutoValue_Booking$Builder;->slot:Ljava/lang/String;

    if-eqz v0, :cond_21

    iget-object v0, p0, Lcom/spokeshop/booking/AutoValue_Booking$Builder;->confirmed:Ljava/lang/Boolean;

    if-eqz v0, :cond_21

    .line 79
    new-instance v0, Lcom/spokeshop/booking/AutoValue_Booking;

    iget-object v1, p0, Lcom/spokeshop/booking/AutoValue_Booking$Builder;->customerUid:Ljava/lang/Integer;

    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I

    move-result v1

    iget-object v2, p0, Lcom/spokeshop/booking/AutoValue_Booking$Builder;->slot:Ljava/lang/String;

    iget-object v3, p0, Lcom/spokeshop/booking/AutoValue_Booking$Builder;->confirmed:Ljava/lang/Boolean;

    invoke-virtual {v3}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v3

    invoke-direct {v0, v1, v2, v3}, Lcom/spokeshop/booking/AutoValue_Booking;-><init>(ILjava/lang/String;Z)V

    return-object v0

    .line 77
    :cond_21
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "Missing required properties"

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public confirmed(Z)Lcom/spokeshop/booking/Booking$Builder;
    .registers 2

    .line 70
    invoke-static {p1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object p1

    iput-object p1, p0, Lcom/spokeshop/booking/AutoValue_Booking$Builder;->confirmed:Ljava/lang/Boolean;

    .line 71
    return-object p0
.end method

.method public customerUid(I)Lcom/spokeshop/booking/Booking$Builder;
    .registers 2

    .line 55
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p1

    iput-object p1, p0, Lcom/spokeshop/booking/AutoValue_Booking$Builder;->customerUid:Ljava/lang/Integer;

    .line 56
    return-object p0
.end method

.method public slot(Ljava/lang/String;)Lcom/spokeshop/booking/Booking$Builder;
    .registers 4

    .line 61
    if-eqz p1, :cond_5

    .line 64
    iput-object p1, p0, Lcom/spokeshop/booking/AutoValue_Booking$Builder;->slot:Ljava/lang/String;

    .line 65
    return-object p0

    .line 62
    :cond_5
    new-instance v0, Ljava/lang/NullPointerException;

    const-string v1, "Null slot"

    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V

    throw v0
.end method
