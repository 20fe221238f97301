.class final Lcom/example/r34j1/Catalog;
.super Ljava/lang/Object;
.source "Catalog.java"


# static fields
.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"dispatch-7\",\"tools\":[{\"name\":\"list_jobs\",\"scopes\":[\"jobs.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"customer_jobs\",\"scopes\":[\"jobs.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"close_job\",\"scopes\":[\"jobs.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},{\"name\":\"reopen_job\",\"scopes\":[\"jobs.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},{\"name\":\"export_timesheet\",\"scopes\":[\"timesheet.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"export_route\",\"scopes\":[\"jobs.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}}]}"


# direct methods
.method private constructor <init>()V
    .locals 0

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    return-void
.end method
