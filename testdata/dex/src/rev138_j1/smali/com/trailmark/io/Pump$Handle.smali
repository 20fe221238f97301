.class public final Lcom/trailmark/io/Pump$Handle;
.super Ljava/lang/Object;
.source "Pump.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/trailmark/io/Pump;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Handle"
.end annotation


# instance fields
.field private final readEnd:Landroid/os/ParcelFileDescriptor;

.field private final writeEnd:Landroid/os/ParcelFileDescriptor;


# direct methods
.method constructor <init>(Landroid/os/ParcelFileDescriptor;Landroid/os/ParcelFileDescriptor;)V
    .registers 3

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    iput-object p1, p0, Lcom/trailmark/io/Pump$Handle;->readEnd:Landroid/os/ParcelFileDescriptor;

    .line 28
    iput-object p2, p0, Lcom/trailmark/io/Pump$Handle;->writeEnd:Landroid/os/ParcelFileDescriptor;

    .line 29
    return-void
.end method


# virtual methods
.method public input()Landroid/os/ParcelFileDescriptor;
    .registers 2

    .line 32
    iget-object v0, p0, Lcom/trailmark/io/Pump$Handle;->readEnd:Landroid/os/ParcelFileDescriptor;

    return-object v0
.end method

.method public output()Landroid/os/ParcelFileDescriptor;
    .registers 2

    .line 36
    iget-object v0, p0, Lcom/trailmark/io/Pump$Handle;->writeEnd:Landroid/os/ParcelFileDescriptor;

    return-object v0
.end method
