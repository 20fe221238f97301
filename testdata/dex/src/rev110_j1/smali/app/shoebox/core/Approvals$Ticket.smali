.class final Lapp/shoebox/core/Approvals$Ticket;
.super Ljava/lang/Object;
.source "Approvals.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lapp/shoebox/core/Approvals;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Ticket"
.end annotation


# instance fields
.field final args:Ljava/lang/String;

.field volatile approved:Z

.field final expires:Lj$/time/Instant;

.field final requestId:Ljava/lang/String;

.field final tool:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lj$/time/Instant;)V
    .registers 6

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    iput p1, p0, Lapp/shoebox/core/Approvals$Ticket;->uid:I

    .line 18
    iput-object p2, p0, Lapp/shoebox/core/Approvals$Ticket;->tool:Ljava/lang/String;

    .line 19
    iput-object p3, p0, Lapp/shoebox/core/Approvals$Ticket;->requestId:Ljava/lang/String;

    .line 20
    iput-object p4, p0, Lapp/shoebox/core/Approvals$Ticket;->args:Ljava/lang/String;

    .line 21
    iput-object p5, p0, Lapp/shoebox/core/Approvals$Ticket;->expires:Lj$/time/Instant;

    .line 22
    return-void
.end method
