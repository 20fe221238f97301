.class final Lcom/example/r34j2/Catalog;
.super Ljava/lang/Object;
.source "Catalog.java"


# static fields
.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"trips-3\",\"tools\":[{\"name\":\"list_offers\",\"scopes\":[\"rides.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"accept_ride\",\"scopes\":[\"rides.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},{\"name\":\"end_shift\",\"scopes\":[\"shifts.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},{\"name\":\"pause_offers\",\"scopes\":[\"shifts.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"always\"}},{\"name\":\"trip_receipt\",\"scopes\":[\"rides.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"shift_report\",\"scopes\":[\"shifts.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}}]}"


# direct methods
.method private constructor <init>()V
    .locals 0

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    return-void
.end method
