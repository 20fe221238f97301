.class public Lcom/shotbook/booking/AppointmentArgs;
.super Ljava/lang/Object;
.source "AppointmentArgs.java"


# instance fields
.field public appointment_id:Ljava/lang/String;

.field public confirmed:Z

.field public force:Z

.field public slot:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
