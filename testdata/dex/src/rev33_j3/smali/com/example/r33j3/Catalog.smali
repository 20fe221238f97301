.class final Lcom/example/r33j3/Catalog;
.super Ljava/lang/Object;
.source "Catalog.java"


# static fields
.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"classroom-5\",\"tools\":[{\"name\":\"get_timetable\",\"scopes\":[\"classes.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"post_announcement\",\"scopes\":[\"classes.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}},{\"name\":\"message_parent\",\"scopes\":[\"messages.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}},{\"name\":\"remind_class\",\"scopes\":[\"classes.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"excuse_absence\",\"scopes\":[\"attendance.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},{\"name\":\"swap_seats\",\"scopes\":[\"classes.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"always\"}}]}"


# direct methods
.method private constructor <init>()V
    .locals 0

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    return-void
.end method
